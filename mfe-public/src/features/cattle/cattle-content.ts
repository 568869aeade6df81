/** A head of cattle the site can show off (SPEC.md section 3's cattle item). */
export interface CattleItem {
  name: string;
  breed: string;
  gender: 'bull' | 'cow' | 'heifer' | 'steer';
  /** Years. */
  age: number | null;
  description: string;
  /** Pounds. */
  weight: number | null;
  registration_number: string;
  /** US dollars, shown while the animal is for sale. */
  price: number | null;
  for_sale: boolean;
  featured: boolean;
  /** A path on the site, like a horse's profile image. */
  image: string | null;
}

/**
 * The cattle the page shows. The showcase has no animals listed yet (SPEC.md sections 1 and 2), so the page is
 * its introduction alone until some are added here.
 */
export const CATTLE: readonly CattleItem[] = [];

/** The cattle page's contact button goes where SPEC.md section 2 spells it; the shell redirects it to /contact. */
export const CATTLE_CONTACT_LINK = '/public/contact';

const GENDER_LABELS: Record<CattleItem['gender'], string> = { bull: 'Bull', cow: 'Cow', heifer: 'Heifer', steer: 'Steer' };

export const genderLabel = (gender: CattleItem['gender']) => GENDER_LABELS[gender] ?? gender;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const priceLabel = (price: number) => USD.format(price);
