import { MSG } from '@littleloom/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { accountErrorMessage, googleLoginRequest } from './account-api';
import { FormAlert } from './FormAlert';
import { loadGoogleIdentity } from './google-identity';
import { showAccountBlocked } from './session-writes';
import { useSignIn } from './use-sign-in';

/** Google renders its button no wider than this. */
const MAX_BUTTON_WIDTH = 400;

/**
 * 'Sign in with Google' (storefront.md §2, §7): Google's own button, rendered by its script.
 * The credential it hands back is posted to /api/google-login; the reply signs the shopper in
 * like a password login, or says why not.
 */
export function GoogleSignInButton({ clientId }: { clientId: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string>();
  const signIn = useSignIn();

  const onCredential = useEffectEvent(async (credential: string) => {
    setError(undefined);
    try {
      signIn(await googleLoginRequest(credential), MSG.googleSuccess);
    } catch (failure) {
      if (failure instanceof ApiError && failure.details.userBlocked === true) {
        showAccountBlocked();
        return;
      }
      setError(
        accountErrorMessage(failure, { failed: MSG.googleFailed, exception: MSG.googleError }),
      );
    }
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => void onCredential(credential),
          ux_mode: 'popup',
          context: 'signin',
        });
        google.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          logo_alignment: 'center',
          width: Math.min(container.clientWidth || MAX_BUTTON_WIDTH, MAX_BUTTON_WIDTH),
        });
      })
      .catch(() => {
        if (!cancelled) setError(MSG.googleError);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className="flex flex-col gap-3">
      {/* Google draws into this box; it keeps its height so nothing jumps when it arrives. */}
      <div ref={containerRef} className="flex min-h-11 w-full justify-center" />
      <FormAlert message={error} />
    </div>
  );
}
