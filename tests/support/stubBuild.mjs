// Stands in for the production build when a test drives `npm start` through a build
// (BUILD_STUB_SCRIPT, src/buildTime/build.ts): it says it ran and leaves dist/ as the suite's
// build made it, which the other test portals are serving meanwhile.
console.log('stub build: ran instead of the production build');
