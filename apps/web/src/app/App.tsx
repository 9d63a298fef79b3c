import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from '../i18n';
import { AppRoutes } from './AppRoutes';
import { LoadingIndicator } from './LoadingIndicator';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
          <LoadingIndicator />
          <OfflineBanner />
          <UpdatePrompt />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
