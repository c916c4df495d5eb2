// Go to a section: scroll to it when it is on this page, otherwise open the home page at that anchor.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AnchorId } from './ANCHOR_IDS.js';
import { scrollToSection } from './scrollToSection.js';

export function useGoToAnchor(): (anchor: AnchorId) => void {
  const navigate = useNavigate();
  return useCallback(
    (anchor) => {
      if (!scrollToSection(anchor)) navigate(`/${anchor}`);
    },
    [navigate],
  );
}
