import { bool, int, nullable, object, str } from '../gateway.schema';

/** The OpenAPI tag of the registration routes. */
export const REGISTRATION_TAGS = ['Registration'];
/** User types a registration may ask for (spec 000 §3). */
export const USER_TYPES = ['GUEST', 'CANDIDATE', 'EMPLOYER'];
/** A first or last name. */
export const NAME_FIELD = { type: 'string', maxLength: 100 };

/** The answer of a registration (guest or signed-in identity, and federated). */
export const registrationAnswer = object({
  user_id: str,
  email: str,
  username: str,
  user_type: str,
  user_employer: bool,
  entry_brand_id: nullable(int),
  activation_link_sent: bool,
});
