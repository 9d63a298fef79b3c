import 'antd-mobile/es/global';
import './app/theme.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdRender } from './app/antdRender';
import { App } from './app/App';
import { followBrowserNetwork } from './app/network';
import { registerServiceWorker } from './app/pwa';
import { createQueryClient } from './app/queryClient';
import { applyTheme } from './app/theme';
import { installRootFontSize, installZoomBlock } from './app/viewport';
import { captureInstallPrompt } from './features/download/install';
import { applyLocale } from './i18n';
import { localeOf } from './i18n/language';
import { useSettings } from './state/settings';

installAntdRender();
installRootFontSize(window);
installZoomBlock(document);
captureInstallPrompt(window);
followBrowserNetwork(window);

// Settings drive the document: language (and the stored key) and theme.
let appliedLang = useSettings.getState().lang;
useSettings.subscribe((state) => {
  if (state.lang !== appliedLang) {
    appliedLang = state.lang;
    void applyLocale(localeOf(state.lang));
  }
});
applyTheme(document, useSettings.getState().theme);

async function start(): Promise<void> {
  // Load the stored language before the first paint so the screen never flips languages.
  await applyLocale(localeOf(appliedLang)).catch(() => undefined);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
