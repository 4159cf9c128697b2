import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { showErrorDialog } from '../components/error-dialog';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Every failed action shows the spec's 'Error' dialog unless the caller handles it itself.
        onError: (error) => showErrorDialog(error),
      },
    },
  });
}
