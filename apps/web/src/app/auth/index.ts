export { ProtectedRoute } from './protected-route';
export { RequireRole } from './require-role';
