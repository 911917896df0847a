import type { SectionProps } from '../../types';
import { AppDownload } from './AppDownload';

export default function AppDownloadBlock({ section }: SectionProps<'appDownload'>) {
  return <AppDownload id={section.id} content={section.content} />;
}
