// When the first roadmap milestone's quarter begins (roadmap.savedLists.date, "Saved lists", Q1 2027): home eight counts to it.
export const NEXT_MILESTONE_AT = Date.UTC(2027, 0, 1);
