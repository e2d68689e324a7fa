export { ProtectedRoute } from './protected-route';
export { RequireRole, type AreaRole } from './require-role';
