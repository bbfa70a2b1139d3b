import './altcha-setup';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { CAPTCHA_CHALLENGE_URL } from '../api/captcha';

export interface AltchaHandle {
  /** Back to the unchecked state; the user has to verify again (a payload is single-use). */
  reset: () => void;
}

interface AltchaWidgetProps {
  /** The payload string once verified; null when unverified, expired, failed or reset. */
  onPayloadChange: (payload: string | null) => void;
  ref?: Ref<AltchaHandle>;
}

/** No logo, no "Protected by ALTCHA" footer: nothing on the page points off-site. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, credentials: 'same-origin' });

type StateChangeEvent = CustomEvent<{ state?: string; payload?: string | null }>;
type VerifiedEvent = CustomEvent<{ payload?: string }>;

/**
 * The self-hosted ALTCHA proof-of-work checkbox ("I'm not a robot"). It fetches its challenge from
 * /api/auth/captcha and solves it in web workers when the user ticks the box.
 */
export function AltchaWidget({ onPayloadChange, ref }: AltchaWidgetProps) {
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
