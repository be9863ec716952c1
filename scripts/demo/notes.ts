import { dotted, yearOf } from './dates';
import type { Random } from './random';
import { STATE, type CreditorInfo, type StateId } from './referenceLists';
import type { Timeline } from './timeline';

// The free-text notes of a project: extensions, wartime conditions, savings, suspensions.
// About 40% of projects have none.

export function makeNotes(
  rnd: Random,
  state: StateId,
  timeline: Timeline,
  creditor: CreditorInfo,
  usedShare: number,
): string | null {
  const options: string[] = [];
  if (timeline.extendedTo) {
    options.push(`Термін реалізації продовжено до ${dotted(timeline.extendedTo)}.`);
  }
  switch (state) {
    case STATE.preparation:
      options.push(
        'Триває підготовка техніко-економічного обґрунтування.',
        'Проєкт включено до Єдиного проєктного портфеля публічних інвестицій.',
      );
      break;
    case STATE.negotiation:
      options.push(
        `Переговори з ${creditor.shortInstrumental} тривають, проєкт угоди погоджено з Мінфіном.`,
      );
      break;
    case STATE.signed:
      options.push('Угода потребує ратифікації Верховною Радою України.');
      break;
    case STATE.entryIntoForce:
      options.push('Угода набрала чинності; триває підготовка до першої вибірки коштів.');
      break;
    case STATE.implementation:
      options.push(
        `Закупівлі здійснюються відповідно до правил ${creditor.shortGenitive}.`,
        'Здійснюється перерозподіл коштів позики між компонентами проєкту.',
      );
      if (timeline.dateFrom && yearOf(timeline.dateFrom) < 2022) {
        options.push(
          "Проєкт реалізується в умовах воєнного стану; частину об'єктів перенесено на пізніший строк.",
        );
      }
      break;
    case STATE.completed:
      options.push(
        usedShare >= 1
          ? 'Проєкт завершено, кошти позики використано в повному обсязі.'
          : 'Проєкт завершено, невикористаний залишок позики анульовано.',
      );
      break;
    case STATE.suspended:
      options.push(
        "Реалізацію призупинено у зв'язку з перебуванням об'єктів у зоні бойових дій.",
        'Реалізацію призупинено до завершення перегляду проєктної документації.',
      );
      break;
  }
  return rnd.chance(0.6) ? rnd.pick(options) : null;
}
