import { Navigate, Route, Routes } from 'react-router';
import { DEFAULT_TRADE_SYMBOL, useSettings } from '../state/settings';
import { RouteGuard } from './guards';
import { Layout } from './Layout';
import { APP_ROUTES, type AppRoute } from './routes';

function RouteElement({ route }: { route: AppRoute }) {
  const Screen = route.screen;
  return (
    <RouteGuard route={route}>
      <Screen />
    </RouteGuard>
  );
}

/** /trade with no symbol reopens the last one traded. */
function LastTrade() {
  const symbol = useSettings((state) => state.tradeSymbol);
  return <Navigate to={`/trade/${symbol}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {APP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
        ))}
        <Route path="/trade" element={<LastTrade />} />
        <Route
          path="/perpetualContract"
          element={<Navigate to={`/perpetualContract/${DEFAULT_TRADE_SYMBOL}`} replace />}
        />
        {/* Spec section 2: any unknown path, and the bare origin, go home. */}
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
}
