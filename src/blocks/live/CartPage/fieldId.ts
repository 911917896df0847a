import type { OrderField } from '../../../ordering/order/details';

/** The id of an order field's input, so a problem can focus it. */
export const fieldId = (id: string, field: OrderField) => `${id}-order-${field}`;
