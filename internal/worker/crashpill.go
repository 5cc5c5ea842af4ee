package worker

// testCrash, when set, is called with the text of every turn and fact a
// worker is about to process, with the worker's stage. Only binaries built
// with the engram_crashpill tag set it (crashpill_trigger.go): the
// end-to-end tests use them to publish a poison pill, a message that kills
// the worker every time it is started on it. Production builds leave it
// nil.
var testCrash func(stage, text string)
