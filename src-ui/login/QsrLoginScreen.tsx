import { LoginForm } from './LoginForm';

/**
 * /qsrlogin: the login of quick-service-restaurant crews, often on a shared store device. The
 * spec names the route only; our design: the same sign-in with a crew heading, a hint about the
 * store code, a reminder to log out on shared devices, no social sign-in and no signup prompt
 * (crew accounts are created by their managers).
 */
export default function QsrLoginScreen() {
  return <LoginForm variant="qsr" />;
}
