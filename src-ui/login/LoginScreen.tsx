import { LoginForm } from './LoginForm';

/** /user/login (spec 000 §2). */
export default function LoginScreen() {
  return <LoginForm variant="standard" />;
}
