// Package repocheck holds tests of the repository's own rules, which no
// compiler checks: the layering of imports (domain packages reach stores
// only through internal/store's interfaces; pkg/ imports nothing internal)
// and the wording of documents and code (no references to numbered past
// work periods). It has no code of its own.
package repocheck
