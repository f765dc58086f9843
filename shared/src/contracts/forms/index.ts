export * from './applyForm';
export * from './candidateForm';
export * from './draftApplications';
export * from './formAnswers';
export * from './formFiles';
export * from './formOptions';
export * from './formsList';
