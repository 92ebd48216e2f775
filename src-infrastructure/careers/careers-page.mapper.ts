import type {
  CareersBrand,
  CareersLocation,
  CareersPlace,
  CareersPositionDetail,
  CareersPositionSummary,
} from '../../src-domain/careers/careers-page.model';
import { entryBrandScheme, type ProfileScheme } from '../../src-domain/theme/theme.rules';
import type { WireData } from '../gateway/gateway-wire';

type WirePage = WireData<'/v1/careers/{slug}'>;
type WirePosition = WireData<'/v1/careers/{slug}/positions/{position}'>;
type WireSummary = WirePage['locations'][number]['positions'][number];
type WirePlace = WirePosition['position']['location'];

/** The careers API's answers (and the same data the page server reads) as the domain's models. */
export function careersBrandFrom(brand: WirePage['brand'], scheme: ProfileScheme): CareersBrand {
  const colours = entryBrandScheme(scheme);
  return { ...brand, headerColor: colours.headerColor, accentColor: colours.accentColor };
}

function summaryFrom(position: WireSummary): CareersPositionSummary {
  return {
    id: position.id,
    title: position.title,
    category: position.category,
    employmentType: position.employment_type ?? undefined,
    pay:
      position.pay_min !== null && position.pay_max !== null && position.pay_period !== null
        ? { min: position.pay_min, max: position.pay_max, period: position.pay_period }
        : undefined,
    postedAt: position.posted_at,
  };
}

function placeFrom(place: WirePlace): CareersPlace {
  return {
    id: place.id,
    name: place.name,
    address: place.address ?? undefined,
    latitude: place.latitude ?? undefined,
    longitude: place.longitude ?? undefined,
  };
}

export function careersLocationsFrom(page: WirePage): CareersLocation[] {
  return page.locations.map((location) => ({
    ...placeFrom(location),
    positions: location.positions.map(summaryFrom),
  }));
}

export function careersPositionFrom(answer: WirePosition): CareersPositionDetail {
  return {
    ...summaryFrom(answer.position),
    status: answer.position.status,
    description: answer.position.description,
    location: placeFrom(answer.position.location),
    questions: answer.position.questions.map((question) => ({ id: question.id, text: question.text })),
    ...(answer.position.text_to_apply
      ? {
          textToApply: {
            code: answer.position.text_to_apply.code,
            phone: answer.position.text_to_apply.phone,
          },
        }
      : {}),
  };
}
