import { useEffect, useRef, useState } from 'react';
import { restaurantQuery } from '../../../data/queries/restaurant';
import { serviceOptionsQuery } from './data';
import { useSectionData } from '../../useSectionData';
import type { RestaurantModel, ServiceModel } from '../../../generated/types';
import { hoursOn, scheduleOf, timeBounds } from '../../../hours/schedule';
import { zonedClock } from '../../../hours/zone';
import type { Language } from '../../../i18n/dictionary';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { pickText } from '../../../i18n/pickText';
import {
  problemFields,
  reservationContext,
  withChange,
  withSchedule,
  type ReservationContext,
  type ReservationEvent,
  type ReservationRequest,
} from '../../../machines/reservation.model';
import { importWithReload } from '../../../perf/importWithReload';
import { useLazyActor } from '../../../perf/lazyActor';
import { openWhatsapp } from '../../../whatsapp/link';
import { reservationWhatsappUrl } from '../../../whatsapp/reservationMessage';
import type { SectionProps } from '../../types';
import { problemText } from './problemText';
import { ReservationBooking, ReservationSent } from './ReservationBooking';
import { ReservationForm } from './ReservationForm';

function bookingUrl(
  request: ReservationRequest,
  restaurant: RestaurantModel,
  services: ServiceModel[],
  language: Language,
): string {
  const service = services.find((s) => String(s.id) === request.service);
  return reservationWhatsappUrl(restaurant.whatsapp, {
    request,
    serviceTitle: service ? pickText(service.title, language) : null,
    restaurantName: pickText(restaurant.name, language),
    timeZone: restaurant.timeZone,
    language,
  });
}

export default function ReservationBookingBlock({ section }: SectionProps<'reservationBooking'>) {
  const { restaurant, services } = useSectionData(section, {
    restaurant: restaurantQuery,
    services: serviceOptionsQuery,
  });
  const { language, pick, t } = useLanguage();
  const [noNumber, setNoNumber] = useState(false);
  // The WhatsApp action runs inside the click that submitted, so the new tab is not blocked.
  const latest = useRef({ restaurant: restaurant.data, services: services.data, language });
  latest.current = { restaurant: restaurant.data, services: services.data, language };
  const schedule = scheduleOf(restaurant.data);
  // The form's machine (with XState) loads at the visitor's first interaction
  // (src/perf/lazyActor.ts); typing into the form and the hours need none until then.
  const { view: state, send } = useLazyActor<ReservationContext, ReservationEvent>(() => ({
    initial: { value: 'editing', context: reservationContext({ schedule }) },
    machine: () =>
      importWithReload(() => import('../../../machines/reservation.machine')).then(({ reservationMachine }) =>
        reservationMachine.provide({
          actions: {
            send: (_, { request }) => {
              const { restaurant: r, services: s, language: l } = latest.current;
              // Never a made-up number: without the restaurant's own, the form says so and sends nothing.
              if (!r.whatsapp) {
                setNoNumber(true);
                return;
              }
              openWhatsapp(bookingUrl(request, r, s, l));
            },
          },
        }),
      ),
    adopt: (context, event) =>
      event.type === 'reservation.change'
        ? withChange(context, event.field, event.value)
        : event.type === 'reservation.schedule'
          ? withSchedule(context, event.schedule)
          : null,
  }));
  useEffect(() => send({ type: 'reservation.schedule', schedule }), [schedule, send]);

  const { values, problem, sent } = state.context;
  return (
    <ReservationBooking
      id={section.id}
      content={section.content}
      restaurant={restaurant.data}
      loading={restaurant.status === 'loading'}
    >
      {state.matches('sent') && sent && !noNumber ? (
        <ReservationSent
          request={sent}
          url={bookingUrl(sent, restaurant.data, services.data, language)}
          onReset={() => send({ type: 'reservation.reset' })}
        />
      ) : (
        <ReservationForm
          id={section.id}
          title={pick(section.content.formTitle)}
          values={values}
          services={services.data}
          error={
            state.matches('rejected') && problem
              ? problemText(problem, language)
              : noNumber
                ? t('reservation.noNumber')
                : null
          }
          invalid={state.matches('rejected') ? problemFields(problem) : []}
          minDate={zonedClock(new Date(), schedule.timeZone).date}
          dayHours={hoursOn(schedule, values.date)}
          bounds={timeBounds(schedule, values.date)}
          onChange={(field, value) => send({ type: 'reservation.change', field, value })}
          onSubmit={() => send({ type: 'reservation.submit' })}
        />
      )}
    </ReservationBooking>
  );
}
