import { DRAG_THRESHOLD_PX } from '@woodshed/shared';
import { useRef, useState, type PointerEvent } from 'react';
import { noteNear, toCirclePoint, type Point } from '../components/circle/circle-geometry';

interface PressState {
  pointerId: number;
  from: string;
  startX: number;
  startY: number;
  dragging: boolean;
}

export interface DragLine {
  from: string;
  pointer: Point;
  over: string | null;
}

/**
 * Press on a note and drag to another (beyond 5 px) to measure the interval; a shorter press stays a click.
 * The pointer is captured only once the press becomes a drag, so a click still reaches its note button.
 */
export function useIntervalDrag(onMeasure: (from: string, to: string) => void) {
  const press = useRef<PressState | null>(null);
  /** A drag ends with a click on the element under the pointer; that click must not also play a note. */
  const justDragged = useRef(false);
  const [line, setLine] = useState<DragLine | null>(null);

  function end() {
    press.current = null;
    setLine(null);
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      const note = (event.target as Element).closest<HTMLElement>('[data-pitch-class]');
      if (!note) return;
      press.current = {
        pointerId: event.pointerId,
        from: note.dataset.pitchClass!,
        startX: event.clientX,
        startY: event.clientY,
        dragging: false,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (!current.dragging) {
        if (Math.hypot(event.clientX - current.startX, event.clientY - current.startY) <= DRAG_THRESHOLD_PX) return;
        current.dragging = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      const pointer = toCirclePoint(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
      setLine({ from: current.from, pointer, over: noteNear(pointer) });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (current.dragging) {
        justDragged.current = true;
        setTimeout(() => {
          justDragged.current = false;
        });
        const to = noteNear(toCirclePoint(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
        if (to) onMeasure(current.from, to);
      }
      end();
    },
    onPointerCancel: end,
  };

  /** True once for the click that a finished drag leaves behind. */
  function consumeDragClick(): boolean {
    const dragged = justDragged.current;
    justDragged.current = false;
    return dragged;
  }

  return { line, handlers, consumeDragClick };
}
