// Async boundary: shared singletons are agreed with the host before any app code runs.
void import('./bootstrap.js');
