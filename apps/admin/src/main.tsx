import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { browserSocket } from './api/stream';
import { App } from './app/App';
import { routes } from './app/routes';
import { createServices } from './app/services';
import './styles/base.css';
import './styles/layout.css';
import './styles/table.css';
import './styles/overlay.css';
import './styles/settings.css';
import './styles/content.css';
import './styles/identity.css';
import './styles/p2p.css';
import './styles/support.css';

const services = createServices({
  // Bound: the API client calls it as a method of its own object.
  fetch: window.fetch.bind(window),
  storage: window.localStorage,
  socket: { connect: browserSocket, origin: window.location },
});
const router = createBrowserRouter(routes, { basename: '/admin' });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}
