export { ProtectedRoute } from './protected-route';
