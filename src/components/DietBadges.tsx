/**
 * A dish's dietary facts as icons with their words (never colour alone): on menu rows and cards
 * (compact) and on the dish page. Vegan says vegetarian already, so a vegan dish shows "Vegan"
 * only; the spice level shows as chillies with "Mild", "Medium hot" or "Hot" (a screen reader hears
 * "Spice level: Mild", the field's name as the admin app labels it).
 */
import type { DietModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { Icon, type IconName } from './Icon';
import './DietBadges.css';

interface Fact {
  key: string;
  icon: IconName;
  label: string;
  /** Said before the label to screen readers, where the label alone does not say what it is. */
  names?: string;
  count?: number;
}
const spiceKey = (level: number) =>
  level === 1 ? 'diet.spice.1' : level === 2 ? 'diet.spice.2' : level === 3 ? 'diet.spice.3' : null;

export function DietBadges({ diet, compact = false }: { diet: DietModel; compact?: boolean }) {
  const { t } = useLanguage();
  const spice = spiceKey(diet.spiceLevel);
  const facts: Fact[] = [
    ...(diet.halal ? [{ key: 'halal', icon: 'check' as const, label: t('diet.halal') }] : []),
    ...(diet.vegan
      ? [{ key: 'vegan', icon: 'sprout' as const, label: t('diet.vegan') }]
      : diet.vegetarian
        ? [{ key: 'vegetarian', icon: 'leaf' as const, label: t('diet.vegetarian') }]
        : []),
    ...(diet.glutenFree ? [{ key: 'gluten-free', icon: 'wheatOff' as const, label: t('diet.glutenFree') }] : []),
    ...(spice
      ? [{ key: 'spice', icon: 'chili' as const, label: t(spice), names: t('diet.spiceLevel'), count: diet.spiceLevel }]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <ul className={`diet-badges${compact ? ' diet-badges--compact' : ''}`} aria-label={t('diet.facts')}>
      {facts.map((fact) => (
        <li key={fact.key} className={`diet-badge diet-badge--${fact.key}`} data-testid="diet-badge">
          {Array.from({ length: fact.count ?? 1 }, (_, i) => (
            <Icon key={i} name={fact.icon} />
          ))}
          <span>
            {fact.names ? <span className="visually-hidden">{`${fact.names}: `}</span> : null}
            {fact.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
