import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

interface Module<P> {
  default: ComponentType<P>;
}

/**
 * A component whose code is fetched on demand, shown through plain state rather than React.lazy
 * and Suspense, for two reasons measured on the report page:
 * - React holds back revealing suspended content until 300 ms after the last fallback appeared
 *   (its fallback throttle), so a page whose code arrived just after its fallback drew up to
 *   300 ms late;
 * - a lazy component suspends on its first render even when its code has already arrived.
 * Here, code that has arrived renders at once, and code still on its way shows `fallback`.
 */
export function loadable<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  /** Starts fetching the code (once); a failed fetch is tried again on the next call. */
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Loadable(props: P & { fallback: ReactNode }) {
    const [component, setComponent] = useState(() => (loaded ? { Component: loaded } : null));
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return;
      let current = true;
      preload().then(
        (Component) => current && setComponent({ Component }),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [component]);
    // The nearest error boundary shows a failed download, as it would for React.lazy.
    if (failure) throw failure.error;
    if (!component) return props.fallback;
    const { fallback: _, ...rest } = props;
    const { Component } = component;
    return <Component {...(rest as unknown as P)} />;
  }

  /**
   * Starts fetching the code without waiting for it (from a route loader, say). A failure is not
   * lost: the component tries again when it renders and shows that failure.
   */
  const prefetch = (): void => {
    preload().catch(() => {});
  };

  return { preload, prefetch, Component: Loadable };
}
