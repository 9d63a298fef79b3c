// First, so the code of the screen the app opens on is on its way before the rest is evaluated.
import './app/preloadFirstScreen';
import 'antd-mobile/es/global';
import './app/theme.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api';
import { installAntdRender } from './app/antdRender';
import { App } from './app/App';
import { prefetchFirstScreen } from './app/firstData';
import { firstScreenCode } from './app/firstScreen';
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

// Every request waits for the request-sign configuration, which index.html
// preloads: read it now rather than when the first request asks.
api.config().catch(() => undefined);
const queryClient = createQueryClient();
prefetchFirstScreen(window.location.pathname, queryClient);

async function start(): Promise<void> {
  // The stored language and the first screen's code before the first render,
  // so the screen never flips languages and shows at once rather than after
  // a placeholder; the static shell of index.html stands in meanwhile.
  await Promise.all([
    applyLocale(localeOf(appliedLang)).catch(() => undefined),
    firstScreenCode(window.location.pathname),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
