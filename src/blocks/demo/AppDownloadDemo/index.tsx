import type { SectionProps } from '../../types';
import { AppDownloadDemo } from './AppDownloadDemo';

export default function AppDownloadDemoBlock({ section }: SectionProps<'appDownloadDemo'>) {
  return <AppDownloadDemo id={section.id} content={section.content} />;
}
