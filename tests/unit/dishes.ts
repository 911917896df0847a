/**
 * Dishes for tests, as the normaliser makes them: a fixture states only what its test is about,
 * and the rest (the dietary facts, the dish's own fields of the model, …) is what a record
 * without those values normalises to. A field added to cms/schema/model.json reaches every
 * fixture here with no test touched.
 */
import { normalizeMenuCard, normalizeMenuItem } from '../../src/data/normalize/menu';
import type { DietModel, MenuCardModel, MenuItemModel } from '../../src/generated/types';

const asset = (id: string) => `/media/${id}`;

type WithDiet<M> = Partial<Omit<M, 'diet'>> & { id: number | string; diet?: Partial<DietModel> };

/** A dish of the dish page (and the cart's fresh read), with the given values. */
export function dishModel({ diet, ...values }: WithDiet<MenuItemModel>): MenuItemModel {
  const blank = normalizeMenuItem({ id: values.id }, asset)!;
  return { ...blank, ...values, diet: { ...blank.diet, ...diet } };
}

/** A dish as a card of the menu shows it, with the given values. */
export function cardModel({ diet, ...values }: WithDiet<MenuCardModel>): MenuCardModel {
  const blank = normalizeMenuCard({ id: values.id }, asset)!;
  return { ...blank, ...values, diet: { ...blank.diet, ...diet } };
}
