import { byName } from './names';

// Table 2.3 of MAPPING.md: the registry's project field (industry) → OECD DAC 5-digit purpose
// code (sector vocabulary 1). A proposal awaiting the ministry's sign-off (open question Q4). An
// unmapped field is still published under the portal's own vocabulary (99) alone, which the
// IATI Validator only warns about (102.1.1).

export const dacSectorTable = [
  ['Енергетика', '23110'],
  ['Транспорт та інфраструктура', '21010'],
  ["Охорона здоров'я", '12110'],
  ['Освіта', '11110'],
  ['Житлово-комунальне господарство', '43030'],
  ['Сільське господарство', '31110'],
  ['Фінансовий сектор', '24010'],
  ['Державне управління', '15110'],
  ['Екологія', '41010'],
  ['Соціальний захист', '16010'],
  ['Водопостачання та водовідведення', '14020'],
  ['Цифрова трансформація', '22040'],
] as const;

/** The DAC 5-digit sector of a project field, or undefined when the field is not mapped. */
export const dacSectorOf = byName<string>(dacSectorTable);
