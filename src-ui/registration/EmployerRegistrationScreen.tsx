import { RegistrationForm } from './RegistrationForm';

/** /user/employer: an employer's registration with business name and currency (spec 000 §2). */
export default function EmployerRegistrationScreen() {
  return <RegistrationForm kind="employer" />;
}
