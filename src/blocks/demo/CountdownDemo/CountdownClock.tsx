import type { MessageKey } from '../../../i18n/dictionary';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { useRemaining, type Clock } from './clock';

const UNITS: { key: 'days' | 'hours' | 'minutes' | 'seconds'; label: MessageKey }[] = [
  { key: 'days', label: 'static.countdown.days' },
  { key: 'hours', label: 'static.countdown.hours' },
  { key: 'minutes', label: 'static.countdown.minutes' },
  { key: 'seconds', label: 'static.countdown.seconds' },
];

/** Days, hours, minutes and seconds left until `target`, read from the injected clock. */
export function CountdownClock({ target, clock }: { target: string; clock: Clock }) {
  const { t } = useLanguage();
  const remaining = useRemaining(target, clock);
  if (remaining.ended) return <p className="countdown-clock__ended">{t('static.countdown.ended')}</p>;
  return (
    <div className="countdown-clock" role="timer" aria-label={t('static.countdown.label')}>
      {UNITS.map((unit) => (
        <div key={unit.key} className="countdown-clock__unit" data-unit={unit.key}>
          <span className="countdown-clock__value">{String(remaining[unit.key]).padStart(2, '0')}</span>
          <span className="countdown-clock__label">{t(unit.label)}</span>
        </div>
      ))}
    </div>
  );
}
