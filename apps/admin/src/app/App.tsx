import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Notices } from '../components/Notices';
import { HTML_LANG_OF } from '../state/lang';
import { ServicesProvider, useServices, useStore } from './context';
import type { Services } from './services';

type Router = ReturnType<typeof createBrowserRouter>;

/** The console: its services, the query client and the router (browser or, in tests, memory). */
export function App(props: { services: Services; router: Router }) {
  return (
    <ServicesProvider services={props.services}>
      <QueryClientProvider client={props.services.queryClient}>
        <DocumentLang />
        <RouterProvider router={props.router} />
        <Notices />
      </QueryClientProvider>
    </ServicesProvider>
  );
}

/** Keeps `<html lang>` in step, so the browser picks CJK fonts and hyphenation rightly. */
function DocumentLang() {
  const lang = useStore(useServices().lang);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG_OF[lang];
  }, [lang]);
  return null;
}
