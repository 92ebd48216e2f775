import { Type, type Static } from '@sinclair/typebox';
import { Body, Nullable, StringEnum } from '../route-schema';

/** The OpenAPI tag of the registration routes. */
export const REGISTRATION_TAGS = ['Registration'];
/** User types a registration may ask for (spec 000 §3). */
export const USER_TYPES = ['GUEST', 'CANDIDATE', 'EMPLOYER'];
/** A first or last name. */
export const NAME_FIELD = { maxLength: 100 } as const;

/** A user type as asked: upper or lower case. */
export const userTypeField = StringEnum([...USER_TYPES, ...USER_TYPES.map((type) => type.toLowerCase())]);
/** A phone number in E.164. */
export const phoneField = Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$' });
/** The currency an employer picks. */
export const currencyField = Body({ id: Type.Integer({ minimum: 1 }) }, ['id']);
/** The business an employer names. */
export const brandField = Body({ name: Type.String({ minLength: 1, maxLength: 200 }) }, ['name']);

/** The body of POST /v1/users/registration (spec 000 §4 payload plus the credentials). */
export const registrationBody = Body(
  {
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 256 }),
    username: Type.String({ maxLength: 128 }),
    phone: phoneField,
    first_name: Type.String({ ...NAME_FIELD, minLength: 1 }),
    last_name: Type.String(NAME_FIELD),
    user_type: userTypeField,
    registration_mode: Type.String({ pattern: '^[A-Z_]{1,32}$' }),
    currency: currencyField,
    brand: brandField,
    'g-recaptcha-response': Type.String({ maxLength: 4096 }),
  },
  ['first_name'],
);
export type RegistrationBody = Static<typeof registrationBody>;

/** The answer of a registration (guest or signed-in identity). */
export const registrationAnswer = Type.Object({
  user_id: Type.String(),
  email: Type.String(),
  username: Type.String(),
  user_type: Type.String(),
  user_employer: Type.Boolean(),
  entry_brand_id: Nullable(Type.Integer()),
  activation_link_sent: Type.Boolean(),
});
