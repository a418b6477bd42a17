import { useEffect, type RefObject } from 'react';

/**
 * A pre-rendered field can be typed into before its island hydrates (a slow phone): the text is in
 * the field but not in the island's state. Once mounted, the field's text is taken over.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onTyped: (text: string) => void,
) {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the text found when the island mounts
  }, []);
}
