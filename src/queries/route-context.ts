import { createContext, RouterContextProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';

/** The app's query client, for route loaders that start a page's queries at navigation time. */
export const queryClientContext = createContext<QueryClient>();

export function routeContext(queryClient: QueryClient): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);
    return context;
  };
}
