import { NavigationProgress } from '../layouts/NavigationProgress';

/** What a shop page shows while its code arrives: the progress line over an empty page. */
export const pageLoading = (
  <>
    <NavigationProgress />
    <div className="min-h-dvh" aria-busy="true" />
  </>
);

/** The same for a page with a frame of its own (the sign-in pages). */
export const framedPageLoading = (
  <div className="min-h-dvh" aria-busy="true">
    <NavigationProgress />
  </div>
);

/** The back office's, on its slate ground. */
export const adminPageLoading = (
  <div className="min-h-dvh bg-slate-100" aria-busy="true">
    <NavigationProgress />
  </div>
);
