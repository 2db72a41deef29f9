import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top on every path change (not on query or hash changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
