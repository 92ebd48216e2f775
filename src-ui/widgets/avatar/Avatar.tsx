import { useState } from 'react';
import { avatarColour, initialsOf } from './avatar-colour';

export const AVATAR_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export type AvatarShape = 'circle' | 'square';

/** Inputs named as the spec names them (spec 001 §2). */
export interface AvatarProps {
  readonly imgHref?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly avatarId?: string | number;
  readonly size?: AvatarSize;
  readonly shape?: AvatarShape;
  /** When false and there is no image, the coloured disc shows no letters. Default true. */
  readonly showInitials?: boolean;
}

/**
 * A person's picture, or their initials on a colour derived from avatarId plus name. A broken
 * image falls back to the initials. Announced as an image named after the person.
 */
export function Avatar({
  imgHref,
  first_name = '',
  last_name = '',
  avatarId,
  size = 'md',
  shape = 'circle',
  showInitials = true,
}: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const name = `${first_name} ${last_name}`.trim();
  const className = `avatar avatar--${size} avatar--${shape}`;
  if (imgHref && !broken) {
    return <img className={className} src={imgHref} alt={name} onError={() => setBroken(true)} />;
  }
  return (
    <span
      className={className}
      role="img"
      aria-label={name}
      style={{ backgroundColor: avatarColour(avatarId, name) }}
    >
      <span aria-hidden="true">{showInitials ? initialsOf(first_name, last_name) : ''}</span>
    </span>
  );
}
