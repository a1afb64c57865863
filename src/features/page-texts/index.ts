// What pages render of the page texts: components and pure helpers (docs/decisions/166). The components bring
// pages.css, so only a page showing page texts imports this (PageForm, with ui/Field.css, stays out); the server side
// is service.ts.
export { AboutStory } from './components/AboutStory.tsx';
export { BannerPicture } from './components/BannerPicture.tsx';
export { CauseCards } from './components/CauseCards.tsx';
export { PariharaList } from './components/PariharaList.tsx';
export { PolicyBody } from './components/PolicyBody.tsx';
export { PracticeList } from './components/PracticeList.tsx';
export { PujaSchedule, PujaScheduleAll } from './components/PujaSchedule.tsx';
export { SevaGrid } from './components/SevaGrid.tsx';
export { BackToSections, PageSections } from './admin/PageSections.tsx';
export { inputId, pageFormQuery, sectionNames, sectionOf, sectionOfField } from './admin/sections.ts';
export { missingTelugu, shownIn } from './bilingual.ts';
export { editablePages, isPageName, isPolicyPage, pageNames, type PageTexts } from './schema.ts';
export { pujaTabOf, pujaTabs, type PujaTab } from './content/ashramPuja.ts';
export { pariharaPictures, pariharaText } from './content/parihara.ts';
