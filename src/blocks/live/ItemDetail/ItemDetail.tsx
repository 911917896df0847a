import { CART_PAGE } from '../../../site/paths';
import { Link } from '../../../router/links';
import { DietBadges } from '../../../components/DietBadges';
import { Icon } from '../../../components/Icon';
import type { ItemDetailContent, MenuItemModel } from '../../../generated/types';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { ItemChoices } from './ItemChoices';
import { ItemGallery } from './ItemGallery';
import type { ItemDetailActions, ItemOptionsView } from './actions';
import './ItemDetail.css';

export type ItemDetailState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'ready'; item: MenuItemModel; options: ItemOptionsView; actions: ItemDetailActions };

/** Pure view of one dish: gallery, facts, choices and Add to cart; or loading / not found. */
export function ItemDetail({ id, content, state }: { id: string; content: ItemDetailContent; state: ItemDetailState }) {
  const { t, pick, language } = useLanguage();
  if (state.kind === 'loading') {
    return (
      <section id={id} className="section item-detail" aria-busy="true">
        <p className="container item-detail__loading" role="status">
          {t('item.loading')}
        </p>
      </section>
    );
  }
  if (state.kind === 'notFound') {
    return (
      <section id={id} className="section item-detail item-detail--missing">
        <div className="container">
          <h2>{t('error.itemNotFound')}</h2>
          <Link to={content.backLink.href} className="btn btn--primary">
            {pick(content.backLink.label)}
          </Link>
        </div>
      </section>
    );
  }
  const { item, options, actions } = state;
  const name = pick(item.name);
  const description = pick(item.description);
  // The dish's facts in words, one line each.
  const facts = [
    item.calories !== null ? t('item.calories', { calories: item.calories }) : null,
    // A field of the dish shown on its page: a line `item.fields.<field> ? t('dishField.<field>') : null,`
    // (its value as the model declares it, and its label as the admin app shows it: CONTRIBUTING.md).
  ].filter((fact): fact is string => fact !== null);
  return (
    <section id={id} className="section item-detail" aria-labelledby={`${id}-name`}>
      <div className="container item-detail__layout">
        <ItemGallery images={item.images} name={name} />
        <div className="item-detail__info">
          <h2 id={`${id}-name`} className="item-detail__name">
            {name}
          </h2>
          <p className="item-detail__price" data-testid="item-price">
            {formatPrice(item.displayPrice, language)}
          </p>
          {facts.length > 0 && (
            <ul className="item-facts">
              {facts.map((fact) => (
                <li key={fact} className="item-fact">
                  {fact}
                </li>
              ))}
            </ul>
          )}
          <DietBadges diet={item.diet} />
          {options.unavailable && (
            <p className="item-unavailable" data-testid="item-unavailable">
              <Icon name="clock" />{' '}
              {options.unavailable.kind === 'soldOut'
                ? t('item.soldOut')
                : t('item.notYet', { time: options.unavailable.from })}
            </p>
          )}
          {description && <p className="item-detail__description">{description}</p>}
          {item.allergens.length > 0 && (
            <div className="item-allergens">
              <h3 id={`${id}-allergens`}>{t('item.allergens')}</h3>
              <ul aria-labelledby={`${id}-allergens`}>
                {item.allergens.map((allergen) => (
                  <li key={allergen.id} className="allergen" data-testid="allergen">
                    <svg className="allergen__dot" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                      <circle cx="6" cy="6" r="6" fill={allergen.color ?? undefined} />
                    </svg>
                    {pick(allergen.name)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ItemChoices id={id} item={item} options={options} actions={actions} />
          <p className="item-added" role="status">
            {options.added > 0 && (
              <>
                <Icon name="check" /> {t('error.addedToCart')} <Link to={CART_PAGE}>{t('item.viewCart')}</Link>
              </>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
