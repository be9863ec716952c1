import { screenDescriptions, screenNames } from '../../lib/routes';
import { Breadcrumbs } from './Breadcrumbs';
import { PageHead } from './PageHead';

export type Screen = keyof typeof screenDescriptions;

/** The top of a first-level screen: its title and description, the breadcrumb and the heading. */
export function ScreenHeader({ screen }: { screen: Screen }) {
  const name = screenNames[screen];
  return (
    <>
      <PageHead title={name} description={screenDescriptions[screen]} />
      <Breadcrumbs trail={[{ label: name }]} />
      <h1>{name}</h1>
    </>
  );
}
