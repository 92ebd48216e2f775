import { RegistrationForm } from './RegistrationForm';

/** /user/candidate, /candidate and /signup: a job seeker's registration (spec 000 §2). */
export default function CandidateRegistrationScreen() {
  return <RegistrationForm kind="candidate" />;
}
