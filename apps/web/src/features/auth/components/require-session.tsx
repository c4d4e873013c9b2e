import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../../../app/paths.ts';
import { useAccessToken } from '../hooks/use-access-token.ts';

/** docs/ui.md: protected routes send a visitor with no stored access token to /login, remembering the origin. */
export function RequireSession() {
  const accessToken = useAccessToken();
  const location = useLocation();
  if (accessToken === null) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}
