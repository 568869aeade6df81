// Remotes reach the shell's router through the kit, so they share its one instance without depending on the
// router package themselves.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
