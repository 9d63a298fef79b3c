/**
 * Platform: what a client needs before it can sign its first request, and
 * the health check.
 *
 * Boundary: owns no tables; serves GET /uc/public/config and GET /healthz.
 *
 * Invariant: neither route is signed; /healthz stays outside /uc/ so load
 * balancers can reach it.
 */
export {
  registerHealthRoute,
  registerPlatformRoutes,
  registerTestClockRoute,
} from './platform.routes.js';
