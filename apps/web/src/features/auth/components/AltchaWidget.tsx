import './altcha-setup';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { CAPTCHA_CHALLENGE_URL } from '../api/captcha';

export interface AltchaHandle {
  /** Back to the unchecked state; the user has to verify again (a payload is single-use). */
  reset: () => void;
  /** Moves focus to the widget's checkbox (e.g. when the server asks for the CAPTCHA). */
  focus: () => void;
}

interface AltchaWidgetProps {
  /** The payload string once verified; null when unverified, expired, failed or reset. */
  onPayloadChange: (payload: string | null) => void;
  ref?: Ref<AltchaHandle>;
  /** The id of the message about the CAPTCHA, if any: its checkbox is then marked invalid and described by it. */
  describedBy?: string | undefined;
}

/** No logo, no "Protected by ALTCHA" footer: nothing on the page points off-site. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, credentials: 'same-origin' });

type StateChangeEvent = CustomEvent<{ state?: string; payload?: string | null }>;
type VerifiedEvent = CustomEvent<{ payload?: string }>;

/**
 * The self-hosted ALTCHA proof-of-work checkbox ("I'm not a robot"). It fetches its challenge from
 * /api/auth/captcha and solves it in web workers when the user ticks the box.
 */
export function AltchaWidget({ onPayloadChange, ref, describedBy }: AltchaWidgetProps) {
  const elementRef = useRef<AltchaWidgetElement>(null);
  const onPayloadChangeRef = useRef(onPayloadChange);
  useEffect(() => {
    onPayloadChangeRef.current = onPayloadChange;
  });

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        elementRef.current?.reset();
        onPayloadChangeRef.current(null);
      },
      focus: () => {
        const focusCheckbox = () => {
          const checkbox = elementRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
          checkbox?.focus();
          return checkbox !== null && checkbox !== undefined;
        };
        // A widget that has just been added renders its checkbox a moment later.
        if (!focusCheckbox()) requestAnimationFrame(() => void focusCheckbox());
      },
    }),
    [],
  );

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const report = (payload: string | null) => onPayloadChangeRef.current(payload);
    const onVerified = (event: Event) => report((event as VerifiedEvent).detail?.payload ?? null);
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChangeEvent).detail ?? {};
      report(state === 'verified' && payload ? payload : null);
    };
    const onExpired = () => report(null);
    element.addEventListener('verified', onVerified);
    element.addEventListener('statechange', onStateChange);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('statechange', onStateChange);
      element.removeEventListener('expired', onExpired);
    };
  }, []);

  // The checkbox is the widget's own; the message sits beside the widget, so the link is made here.
  useEffect(() => {
    const checkbox = elementRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!checkbox) return;
    if (describedBy) {
      checkbox.setAttribute('aria-describedby', describedBy);
      checkbox.setAttribute('aria-invalid', 'true');
    } else {
      checkbox.removeAttribute('aria-describedby');
      checkbox.removeAttribute('aria-invalid');
    }
  }, [describedBy]);

  return (
    <altcha-widget
      ref={elementRef}
      challenge={CAPTCHA_CHALLENGE_URL}
      configuration={WIDGET_CONFIGURATION}
      name="captcha"
      type="checkbox"
      language="en"
      className="block"
    />
  );
}
