import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useInjection } from '../injection/use-injection';
import { Avatar } from '../widgets/avatar/Avatar';
import { TeamMemberCardsStore } from './team-member-cards.store';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

/** Whose card: a user (uuid) as seen from a brand, and the name the thread shows. */
interface MemberRef {
  readonly brandId: number;
  readonly userId: string;
  readonly name: string;
}

/** The card's content: loading, the member (photo, name, e-mail, roles), or a failure with a retry. */
const CardBody = observer(function CardBody({ brandId, userId, name }: MemberRef) {
  const { t } = useTranslation();
  const cards = useInjection(TeamMemberCardsStore);
  const card = cards.card(brandId, userId);
  if (!card || card.kind === 'loading') {
    return (
      <div className="member-card__body" aria-busy="true">
        <span className="visually-hidden-text" role="status">
          {t('hiringTeam.card.loading')}
        </span>
        <div className="hiring-skeleton member-card__skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (card.kind === 'failed') {
    return (
      <div className="member-card__body">
        <p role="alert">
          {t(card.code === 'TEAM.USER_NOT_FOUND' ? 'hiringTeam.card.notFound' : 'hiringTeam.card.failed')}
        </p>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => void cards.open(brandId, userId)}
        >
          {t('hiringTeam.card.retry')}
        </button>
      </div>
    );
  }
  const member = card.value;
  return (
    <div className="member-card__body">
      <div className="member-card__person">
        <Avatar
          imgHref={member.photoPath}
          first_name={member.firstName}
          last_name={member.lastName}
          avatarId={member.id}
          size="md"
        />
        <div>
          <p className="member-card__name">
            <bdi>{`${member.firstName} ${member.lastName}`.trim() || name}</bdi>
          </p>
          <p className="member-card__line">
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </p>
        </div>
      </div>
      {member.memberships.length > 0 && (
        <ul className="member-card__roles" aria-label={t('hiringTeam.card.roles')}>
          {member.memberships.map((membership) => (
            <li key={`${membership.brandId}:${membership.role}`}>
              <IsolatedSentence
                sentence={(standIns) =>
                  t('hiringTeam.card.role', {
                    role: t(`hiringTeam.roles.${membership.role}`, { defaultValue: membership.role }),
                    brand: standIns.brand,
                  })
                }
                values={{ brand: membership.brandName }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/**
 * A team member's name that opens their card in a popover (react-aria: a dialog, Escape and a
 * click outside close it, focus returns to the name). The card is read on first opening, through
 * the team API as seen from `brandId` (the application's location).
 */
export function TeamMemberName({ brandId, userId, name }: MemberRef) {
  const { t } = useTranslation();
  const cards = useInjection(TeamMemberCardsStore);
  return (
    <DialogTrigger onOpenChange={(open) => open && void cards.open(brandId, userId)}>
      <Button className="member-card__trigger" aria-label={t('hiringTeam.card.open', { name })}>
        <bdi>{name}</bdi>
      </Button>
      <Popover className="member-card" placement="bottom start" offset={5}>
        <Dialog className="member-card__dialog" aria-label={t('hiringTeam.card.title', { name })}>
          <CardBody brandId={brandId} userId={userId} name={name} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
