//go:build linux

package bench

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is CLOCK_THREAD_CPUTIME_ID of <time.h>.
const clockThreadCPUTime = 3

// threadCPU is the CPU time the calling OS thread has used (0 when it
// cannot be read). With the goroutine locked to its thread, the difference
// of two readings is the CPU the work between them took, without the time
// spent waiting for a core.
func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
