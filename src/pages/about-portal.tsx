import { ScreenHeader } from '../components/layout/ScreenHeader';
import { AboutPortal } from '../components/about/AboutPortal';

export default async function AboutPortalPage() {
  return (
    <>
      <ScreenHeader screen="about" />
      <AboutPortal />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
