/**
 * Keeps the language and the address in step: following a link or the back button to
 * the other language's address switches the language; the language toggle moves to the same
 * page's address in the other language.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { languageOfPath, localizePath } from '../i18n/paths';

export function LanguageAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  // `requested` differs from `language` while the other language's strings load.
  const { language, requested: wanted, setLanguage } = useLanguage();
  const pageLanguage = languageOfPath(location.pathname);
  const seen = useRef(pageLanguage);
  // The address asked for after a toggle: the effect may run again (new renders) before the
  // router has moved there, and must not push the same page twice (Back would then stay put).
  const requested = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pageLanguage !== seen.current) {
      seen.current = pageLanguage;
      requested.current = null;
      if (wanted !== pageLanguage) setLanguage(pageLanguage);
    } else if (language !== pageLanguage && wanted === language) {
      const target = localizePath(location.pathname + location.search + location.hash, language);
      if (requested.current === target) return;
      requested.current = target;
      void navigate(target);
    } else requested.current = null;
  }, [pageLanguage, language, wanted, location, navigate, setLanguage]);
  return null;
}
